import { SANDBOX_3DS_CODE, sandboxTestCards } from '@meslektas/domain';

/** The sandbox's documented test cards, shown under a card form while the sandbox takes payments. */
export function SandboxCards() {
  return (
    <div>
      <p className="font-medium">Deneme ortamı kartları (herhangi bir ad, ileri bir tarih ve CVC ile):</p>
      <ul className="list-inside list-disc">
        <li>{sandboxTestCards.success}: başarılı ödeme</li>
        <li>{sandboxTestCards.insufficientFunds}: yetersiz bakiye</li>
        <li>
          {sandboxTestCards.threeDSecure}: 3-D Secure (kod {SANDBOX_3DS_CODE})
        </li>
      </ul>
    </div>
  );
}
