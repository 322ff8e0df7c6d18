import { ConnectPaymentProvider } from '@/features/payments/components/connect-payment-provider';

export interface ConnectPaymentProviderSlotProps {
  nonprofitId: number;
}

/**
 * 'Connect with payment provider' in the non-profit profile's
 * header actions, shown to the owner only (the profile renders the actions for the owner).
 */
export function ConnectPaymentProviderSlot({ nonprofitId }: ConnectPaymentProviderSlotProps) {
  return <ConnectPaymentProvider nonprofitId={nonprofitId} />;
}
