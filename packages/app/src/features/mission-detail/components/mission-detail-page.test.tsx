import { describe, expect, it, vi } from 'vitest';
import { pagePerTest, settle } from '../../../lib/test-page.tsx';
import MissionDetailPage from './mission-detail-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The detail has answered; the guarantee and the report come with reads of their own, later.
vi.mock('../../../lib/router.tsx', () => ({ useParams: () => ({ missionId: '7' }) }));
vi.mock('../../../hooks/use-current-user.ts', () => ({ useCurrentUser: () => ({ data: { id: 1 } }) }));
vi.mock('../../../lib/use-realtime.ts', () => ({ usePrivateEvent: () => undefined }));
vi.mock('../api/get-detail.ts', () => ({
  useDetail: () => ({ data: { id: 7, guaranteed: true }, mutate: vi.fn() }),
}));
vi.mock('../api/get-authority-document.ts', () => ({
  useAuthorityDocument: () => ({ data: undefined, isLoading: false }),
}));
vi.mock('@meslektas/ui', () => ({
  PageTitle: ({ title }: { title: string }) => <h1>{title}</h1>,
  MissionDetailView: () => <div data-testid="detail" />,
}));
vi.mock('../../calendar/index.ts', () => ({ AddToCalendar: () => <div data-testid="calendar" /> }));
vi.mock('../../guarantee/index.ts', () => ({ MissionGuarantee: () => <div data-testid="guarantee" /> }));
vi.mock('../../reports/index.ts', () => ({ MissionReport: () => <div data-testid="report" /> }));

const page = pagePerTest();

describe('the task detail page', () => {
  it('puts the panels that arrive after the detail below everything its first render draws', async () => {
    page.render(<MissionDetailPage />);
    await settle();
    const order = [...document.querySelectorAll('[data-testid]')].map((e) => e.getAttribute('data-testid'));
    // A panel above the calendar button would push it down when its read answers (a layout shift).
    expect(order).toEqual(['detail', 'calendar', 'guarantee', 'report']);
  });
});
