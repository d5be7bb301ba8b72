import { PRODUCT_NAME } from '@meslektas/domain';
import { Button } from '@meslektas/ui';

export function App() {
  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between border-b border-line bg-surface px-4 py-3">
        <span className="text-lg font-semibold text-brand-700">{PRODUCT_NAME}</span>
      </header>
      <main className="mx-auto max-w-3xl p-4">
        <h1 className="mb-4 text-2xl font-semibold">Anasayfa</h1>
        <Button>Görev Ver</Button>
      </main>
    </div>
  );
}
