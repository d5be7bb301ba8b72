import type { Meta, StoryObj } from '@storybook/react-vite';
import { createTaskMessages } from '@meslektas/domain';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CURRENT_USER_ID,
  NOW,
  TODAY,
  TOMORROW,
  YESTERDAY,
  bars,
  categories,
  courthouses,
  locationResults,
  shortDescriptions,
} from '../story-fixtures.ts';
import { CreateTaskForm } from './create-task-form.tsx';

const meta = {
  title: 'Görev/Görev Oluştur/Form',
  component: CreateTaskForm,
  tags: ['autodocs'],
  args: {
    bars,
    courthouses,
    categories,
    shortDescriptions,
    userId: CURRENT_USER_ID,
    isVip: false,
    now: NOW,
    allowCustomDescriptions: true,
    onConfirm: fn(),
    onInvalid: fn(),
    onBarChange: fn(),
    onLocationSearch: fn(),
  },
} satisfies Meta<typeof CreateTaskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Date inputs take their value as a whole; typing digit by digit is locale-dependent in Chromium. */
const setDate = (canvas: Canvas, value: string) =>
  fireEvent.change(canvas.getByLabelText('Tarih'), { target: { value } });

async function submitExpecting(canvas: Canvas, onInvalid: unknown, message: string) {
  await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(onInvalid).toHaveBeenLastCalledWith(message);
}

export const Playground: Story = {};

export const Phone: Story = { name: 'Telefon', globals: { viewport: { value: 'phone' } } };

export const Vip: Story = { args: { isVip: true, defaultValue: { planDate: TODAY } } };

export const ReadyDescriptionsOnly: Story = {
  name: 'Yalnızca hazır açıklamalar',
  args: { allowCustomDescriptions: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Açıklama')).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Hazır Açıklamalar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hazır Açıklamalar' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Sistem Açıklamaları' }));
    const text = 'Duruşmaya katılım ve tutanağın tarafıma iletilmesi.';
    await userEvent.click(within(dialog).getByRole('button', { name: `Seç: ${text}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByLabelText('Açıklama')).toHaveValue(text);
  },
};

export const OutOfCourthouse: Story = {
  name: 'Adliye dışı, konum sonuçlarıyla',
  args: { locationResults, defaultValue: { baroId: 34, outAdliye: true } },
};

export const SearchingLocation: Story = {
  name: 'Konum aranıyor',
  args: { searchingLocation: true, defaultValue: { baroId: 34, outAdliye: true } },
};

export const ValidationInOrder: Story = {
  name: 'Doğrulama mesajları sırayla',
  play: async ({ canvas, args }) => {
    await submitExpecting(canvas, args.onInvalid, createTaskMessages.noBar);
    await userEvent.selectOptions(canvas.getByLabelText('Baro'), '34');
    await expect(args.onBarChange).toHaveBeenLastCalledWith(34);
    await submitExpecting(canvas, args.onInvalid, createTaskMessages.noCourthouse);
    await userEvent.selectOptions(canvas.getByLabelText('Adliye'), '1');
    await submitExpecting(canvas, args.onInvalid, createTaskMessages.noDate);
    setDate(canvas, TOMORROW);
    await submitExpecting(canvas, args.onInvalid, createTaskMessages.noDescription);
    await userEvent.type(canvas.getByLabelText('Açıklama'), 'Duruşmaya katılım.');
    await submitExpecting(canvas, args.onInvalid, createTaskMessages.noCategory);
    // 'Duruşmaya Katılım' needs a time: the time check comes before the budget check.
    await userEvent.selectOptions(canvas.getByLabelText('Kategori'), '1');
    await submitExpecting(canvas, args.onInvalid, createTaskMessages.noTime);
    fireEvent.change(canvas.getByLabelText(/Saat/), { target: { value: '10:30' } });
    await submitExpecting(canvas, args.onInvalid, createTaskMessages.noBudget);
    await userEvent.selectOptions(canvas.getByLabelText('Bütçe'), '1250');
    setDate(canvas, YESTERDAY);
    await submitExpecting(canvas, args.onInvalid, createTaskMessages.pastDate);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    setDate(canvas, TOMORROW);
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        baro_id: 34,
        adliye_id: 1,
        out_adliye: 0,
        category_id: 1,
        mission_price: 1250,
        plan_date: TOMORROW,
        plan_time: '10:30',
        other_detail: 'Duruşmaya katılım.',
        fast_mission: 0,
      }),
      expect.objectContaining({ barName: 'İstanbul Barosu', place: 'Çağlayan Adliyesi' }),
      expect.anything(),
    );
  },
};

export const LocationRules: Story = {
  name: 'Konum kuralları',
  args: { locationResults },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Adliye Dışı Görev' }));
    // Searching before a bar is chosen is refused and nothing is fetched.
    await userEvent.type(canvas.getByLabelText('Konum Ara'), 'M');
    await expect(await canvas.findByText(createTaskMessages.barFirst)).toBeVisible();
    await expect(args.onLocationSearch).not.toHaveBeenCalled();

    await userEvent.selectOptions(canvas.getByLabelText('Baro'), '34');
    await submitExpecting(canvas, args.onInvalid, createTaskMessages.noLocation);
    await userEvent.type(canvas.getByLabelText('Konum Ara'), 'a');
    await expect(args.onLocationSearch).toHaveBeenLastCalledWith('Ma');
    await userEvent.click(canvas.getByRole('button', { name: /Ankara Tapu Müdürlüğü/ }));
    await expect(await canvas.findByText(createTaskMessages.outsideBar)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /İstanbul Vergi Dairesi/ }));
    await expect(canvas.queryByText(createTaskMessages.outsideBar)).not.toBeInTheDocument();
    await expect(canvas.getByText(/Seçilen Konum/)).toBeVisible();
    // Out of the courthouse only 'both' and 'out' categories are offered.
    const options = within(canvas.getByLabelText('Kategori')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Kategori Seçiniz',
      'Dosya Fotokopisi',
      'Tebligat Takibi',
    ]);
  },
};

export const UrgentOnlyToday: Story = {
  name: 'Acil seçeneği yalnızca bugün',
  args: { isVip: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch', { name: 'Acil Görev' })).not.toBeInTheDocument();
    setDate(canvas, TOMORROW);
    await expect(canvas.queryByRole('switch', { name: 'Acil Görev' })).not.toBeInTheDocument();
    setDate(canvas, TODAY);
    const urgent = await canvas.findByRole('switch', { name: 'Acil Görev' });
    await userEvent.click(urgent);
    await expect(urgent).toBeChecked();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Moving the date away drops the switch and the choice with it.
    setDate(canvas, TOMORROW);
    await expect(canvas.queryByRole('switch', { name: 'Acil Görev' })).not.toBeInTheDocument();
    setDate(canvas, TODAY);
    await expect(await canvas.findByRole('switch', { name: 'Acil Görev' })).not.toBeChecked();
  },
};

export const NonVipUpsell: Story = {
  name: 'Pro olmayan kullanıcıya Pro teklifi',
  args: { isVip: false, defaultValue: { planDate: TODAY } },
  play: async ({ canvas }) => {
    const urgent = canvas.getByRole('switch', { name: 'Acil Görev' });
    await userEvent.click(urgent);
    const dialog = await screen.findByRole('dialog', { name: 'Pro Üyelik Gerekli' });
    await expect(within(dialog).getByRole('link', { name: 'Pro Üye Ol' })).toHaveAttribute(
      'href',
      '/premium-uyelik',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('switch', { name: 'Acil Görev' })).not.toBeChecked();
  },
};

export const VipUrgentSubmit: Story = {
  name: 'Pro kullanıcı acil görev gönderir',
  args: {
    isVip: true,
    defaultValue: {
      baroId: 34,
      adliyeId: 1,
      categoryId: 2,
      price: 750,
      planDate: TODAY,
      description: 'Fotokopi.',
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Acil Görev' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Devam Et' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ fast_mission: 1, plan_date: TODAY, category_id: 2, mission_price: 750 }),
      expect.objectContaining({ fast: true }),
      expect.anything(),
    );
    await expect(args.onInvalid).not.toHaveBeenCalled();
  },
};

const infoTexts = {
  form: 'Görev, seçtiğiniz adliyede hizmet veren meslektaşlarınıza anında iletilir.',
  urgent: 'Acil görevler yalnızca bugün için oluşturulabilir ve Pro üyelere özeldir.',
  outOfCourthouse: 'Görev adliye dışında bir adreste yapılacaksa adresi haritadan seçiniz.',
};

export const InfoModals: Story = {
  name: 'İpuçları ve bilgi pencereleri',
  args: { infoTexts, defaultValue: { planDate: TODAY } },
  play: async ({ canvas }) => {
    const tips = canvas.getByRole('region', { name: 'İpuçları' });
    await expect(within(tips).getAllByRole('listitem')).toHaveLength(3);
    for (const [button, title, text] of [
      ['Görev oluşturma hakkında bilgi', 'Görev Oluşturma Hakkında', infoTexts.form],
      ['Adliye dışı görev hakkında bilgi', 'Adliye Dışı Görev Hakkında', infoTexts.outOfCourthouse],
      ['Acil görev hakkında bilgi', 'Acil Görev Hakkında', infoTexts.urgent],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await expect(within(dialog).getByText(text)).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  },
};

export const NoInfoTexts: Story = {
  name: 'Bilgi metni yoksa bilgi düğmesi yok',
  args: { infoTexts: {}, defaultValue: { planDate: TODAY } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'İpuçları' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /hakkında bilgi/ })).not.toBeInTheDocument();
  },
};

const nobodyServes =
  'Seçtiğiniz adliyede şu an görev alan meslektaşımız bulunmuyor. Görev oluşturabilirsiniz ancak başvuru gelmeyebilir.';

export const CourthouseNobodyServes: Story = {
  name: 'Kimsenin hizmet vermediği adliye',
  args: {
    onCourthouseCheck: fn(async (adliyeId: number) => (adliyeId === 3 ? nobodyServes : null)),
    defaultValue: { baroId: 34 },
  },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Adliye'), '1');
    await expect(args.onCourthouseCheck).toHaveBeenLastCalledWith(1);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Adliye'), '3');
    await expect(args.onCourthouseCheck).toHaveBeenLastCalledWith(3);
    const dialog = await screen.findByRole('dialog', { name: 'Adliye Uyarısı' });
    await expect(within(dialog).getByText(nobodyServes)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The choice stays: the lawyer may still create the task there.
    await expect(canvas.getByLabelText('Adliye')).toHaveValue('3');
  },
};

export const PresentColleagues: Story = {
  name: 'Adliyedeki meslektaş sayısı',
  args: {
    defaultValue: { baroId: 34, adliyeId: 1 },
    presentCount: { adliyeId: 1, count: 4 },
    onCourthouseChange: fn(),
  },
  play: async ({ canvas, args }) => {
    const courthouse = canvas.getByLabelText('Adliye');
    await expect(canvas.getByText('Şu an 4 meslektaş adliyede')).toBeVisible();
    await expect(courthouse).toHaveAccessibleDescription('Şu an 4 meslektaş adliyede');
    // Another courthouse: the count shown belongs to the first one, so it goes until the new one comes.
    await userEvent.selectOptions(courthouse, '3');
    await expect(args.onCourthouseChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.queryByText(/meslektaş adliyede/)).not.toBeInTheDocument();
  },
};

export const OwnDescriptionsFromTheForm: Story = {
  name: 'Formdan kendi açıklamasını ekler',
  args: { onAddDescription: fn(), onEditDescription: fn(), onDeleteDescription: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hazır Açıklamalar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hazır Açıklamalar' });
    await userEvent.type(within(dialog).getByLabelText('Yeni Açıklama'), 'Tebligatın takibi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    await expect(args.onAddDescription).toHaveBeenCalledWith('Tebligatın takibi.');
    // Adding inside the modal does not send the create form.
    await expect(args.onInvalid).not.toHaveBeenCalled();
    const own = 'Dosyanın tamamının fotokopisinin alınması.';
    await userEvent.click(within(dialog).getByRole('button', { name: `Sil: ${own}` }));
    await expect(args.onDeleteDescription).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};

export const Desktop: Story = { name: 'Masaüstü', globals: { viewport: { value: 'desktop' } } };
