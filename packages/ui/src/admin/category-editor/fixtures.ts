import type { AdminCategory, AdminShortDescription } from '@meslektas/domain';

export const categories: AdminCategory[] = [
  {
    id: 1,
    name: 'Duruşmaya katılım',
    prices: [750, 1000, 1500],
    out_adliye: 'in',
    time_required: true,
    sort_order: 1,
    active: true,
    tasks: 1284,
  },
  {
    id: 2,
    name: 'Dosya fotokopisi ve inceleme',
    prices: [300, 450, 600],
    out_adliye: 'in',
    time_required: false,
    sort_order: 2,
    active: true,
    tasks: 932,
  },
  {
    id: 3,
    name: 'Tapu Müdürlüğü ve icra dairesi dışındaki kurum takipleri',
    prices: [500, 1000],
    out_adliye: 'out',
    time_required: false,
    sort_order: 3,
    active: true,
    tasks: 48,
  },
  {
    id: 4,
    name: 'Haciz',
    prices: [1250],
    out_adliye: 'both',
    time_required: true,
    sort_order: 4,
    active: false,
    tasks: 7,
  },
];

export const systemDescriptions: AdminShortDescription[] = [
  {
    id: 1,
    description: 'Duruşmaya katılım sağlanacak, zapta beyan yazdırılacak.',
    created_at: '2026-10-01T09:00:00.000Z',
  },
  {
    id: 2,
    description: 'Dosyanın fotokopisi alınıp e-posta ile gönderilecek.',
    created_at: '2026-10-01T09:00:00.000Z',
  },
  { id: 3, description: 'Vekaletname dosyaya sunulacak.', created_at: '2026-10-02T09:00:00.000Z' },
];
