import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const HOUR = 3_600_000;

/** Two support tickets of the first demo lawyer: one answered by an operator, one still waiting. */
export async function seedDemoTickets(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  await db
    .insertInto('tickets')
    .values([
      {
        user_id: userId,
        option_id: 42,
        subject: 'Ödeme ve Pro üyelik › Ödeme talebim sonuçlanmadı',
        message: 'Geçen hafta 250 TL için ödeme talebinde bulundum, henüz hesabıma geçmedi.',
        status: 'answered',
        answer:
          '<p>Merhaba Ayşe Hanım, ödeme talebiniz onaylandı ve <strong>bugün</strong> bildirdiğiniz IBAN’a gönderildi. Bankanıza göre hesabınıza geçmesi bir iş gününü bulabilir.</p>',
        created_at: at(72),
        answered_at: at(50),
      },
      {
        user_id: userId,
        option_id: 62,
        subject: 'Hesabım ve profilim › Telefon numaramı değiştirmek istiyorum',
        message: 'Yeni hattıma geçtim; giriş yaptığım numarayı nasıl değiştirebilirim?',
        status: 'pending',
        created_at: at(3),
      },
    ])
    .execute();
}
