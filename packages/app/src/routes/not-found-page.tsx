import { feedbackMessages } from '@meslektas/domain';

export default function NotFoundPage() {
  return (
    <section className="p-4">
      <h1 className="text-xl font-semibold">{feedbackMessages.notFound}</h1>
    </section>
  );
}
