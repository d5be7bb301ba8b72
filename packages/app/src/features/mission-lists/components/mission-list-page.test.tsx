import { type MissionRow, MissionStatus, type ShowActions } from '@meslektas/domain';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { bindOutcomes, type Toast } from '../../../lib/outcomes.ts';
import type { ListEndpoint } from '../api/fetch-page.ts';
import { MissionListPage } from './mission-list-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const api = vi.hoisted(() => ({ markCompleted: vi.fn(), newComment: vi.fn() }));
vi.mock('../../../api/mark-completed.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  markCompleted: api.markCompleted,
}));
vi.mock('../../../api/new-comment.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  newComment: api.newComment,
}));
vi.mock('../../../hooks/use-current-user.ts', () => ({ useCurrentUser: () => ({ data: { id: 7 } }) }));

const actions: ShowActions = {
  showCancelButton: false,
  waitingForResultButton: false,
  showMissionDetail: false,
  showLawyerProfile: false,
  selectUser: false,
  infoModal: false,
  cancelMission: false,
  completedButton: true,
  commentStatus: 0,
};
const assigned: MissionRow = {
  missionId: 31,
  ownerId: 7,
  userId: 42,
  ownerName: 'Av. Ayşe Gülşen Yılmaz',
  userName: 'Av. Mehmet Çelik',
  adliyeName: 'Çağlayan Adliyesi',
  categoryName: 'Duruşmaya Katılım',
  missionaddress: null,
  missionDate: '2026-03-16',
  missionTime: '10:30',
  missionPrice: 1250,
  misssionDetail: 'Duruşmaya katılım.',
  fast: false,
  missionStatus: MissionStatus.assigned,
  cancelText: null,
  infoText: null,
  status: [{ text: 'Atama Yapıldı', colorName: 'success' }],
  showActions: actions,
};
const completed: MissionRow = {
  ...assigned,
  missionStatus: MissionStatus.completed,
  status: [{ text: 'Tamamlandı', colorName: 'success' }],
  showActions: { ...actions, completedButton: false },
};

function mount(rows: () => MissionRow[]) {
  const endpoint: ListEndpoint = {
    key: (page) => ['created', page],
    fetch: async (page) => ({ data: rows(), totalPage: 1, page }),
  };
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <MissionListPage title="Oluşturduğum Görevler" endpoint={endpoint} emptyText="Görev yok." />
        </MemoryRouter>
      </SWRConfig>,
    ),
  );
  return () => act(() => root.unmount());
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll('button')].find(
    (b) => b.textContent === name && b.checkVisibility?.() !== false,
  );

/** React tracks a field's value itself, so the native setter is used before the event. */
function type(field: HTMLSelectElement | HTMLTextAreaElement, value: string) {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

async function sendRating(comment: string) {
  const form = dialog()!;
  act(() => type(form.querySelector('select')!, '4'));
  act(() => type(form.querySelector('textarea')!, comment));
  await act(async () => button(form, 'Gönder')!.click());
  await settle();
}

describe('MissionListPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('after marking a task completed / a success toast shows and the rating form opens by itself', async () => {
    const shown: Toast[] = [];
    bindOutcomes({ notify: (t) => shown.push(t) });
    let rows = [assigned];
    // As in the created list: once completed, the task is no longer listed there.
    api.markCompleted.mockImplementation(async () => {
      rows = [];
      return { status: true };
    });
    const unmount = mount(() => rows);
    await settle();
    expect(document.querySelector('tr[data-mission-id="31"]')).not.toBeNull();
    expect(dialog()).toBeNull();
    await act(async () => button(document, 'Tamamlandı Olarak İşaretle')!.click());
    await settle();
    expect(api.markCompleted).toHaveBeenCalledWith(31);
    // The answer carried no message: the Turkish default.
    expect(shown).toContainEqual({ kind: 'success', text: 'Görev tamamlandı olarak işaretlendi.' });
    expect(dialog()?.textContent).toContain('Meslektaşınızı Puanlayın');
    unmount();
  });

  it('when the rating fails / the form stays open with the comment; when it is saved / it closes', async () => {
    const shown: Toast[] = [];
    bindOutcomes({ notify: (t) => shown.push(t) });
    api.newComment.mockRejectedValueOnce(
      new ApiError(422, {}, { toast: { kind: 'error', text: 'Puan 1 ile 5 arasında olmalıdır.' } }),
    );
    api.newComment.mockResolvedValueOnce({ status: true });
    const unmount = mount(() => [completed]);
    await settle();
    await act(async () => button(document, 'Puan Ver')!.click());
    await sendRating('Özenli çalıştı.');
    expect(shown).toContainEqual({ kind: 'error', text: 'Puan 1 ile 5 arasında olmalıdır.' });
    expect(dialog()?.querySelector('textarea')?.value).toBe('Özenli çalıştı.');

    await act(async () => button(dialog()!, 'Gönder')!.click());
    await settle();
    // The owner (7) rates the assigned lawyer (42).
    expect(api.newComment).toHaveBeenLastCalledWith({
      mission_id: 31,
      user_id: 42,
      rating: 4,
      comment: 'Özenli çalıştı.',
    });
    expect(dialog()).toBeNull();
    expect(shown).toContainEqual({ kind: 'success', text: 'Değerlendirmeniz kaydedildi.' });
    unmount();
  });

  it('when the server answers with a message / the success toasts show its words', async () => {
    const shown: Toast[] = [];
    bindOutcomes({ notify: (t) => shown.push(t) });
    let rows = [assigned];
    api.markCompleted.mockImplementationOnce(async () => {
      rows = [completed];
      return { status: 'true', message: 'Görev tamamlandı, teşekkürler.' };
    });
    api.newComment.mockResolvedValueOnce({ status: 'true', message: 'Puanınız iletildi.', commentStatus: 1 });
    const unmount = mount(() => rows);
    await settle();
    await act(async () => button(document, 'Tamamlandı Olarak İşaretle')!.click());
    await settle();
    expect(shown).toContainEqual({ kind: 'success', text: 'Görev tamamlandı, teşekkürler.' });
    await sendRating('Teşekkürler.');
    expect(shown).toContainEqual({ kind: 'success', text: 'Puanınız iletildi.' });
    expect(shown.filter((t) => t.kind === 'success')).toHaveLength(2);
    unmount();
  });
});
