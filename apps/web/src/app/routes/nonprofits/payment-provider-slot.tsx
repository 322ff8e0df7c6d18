export interface ConnectPaymentProviderSlotProps {
  nonprofitId: number;
}

/**
 * Where 'Connect with payment provider' (spec 2, GET /mollie/connect) goes in the non-profit
 * profile's header actions. The payments issue builds it; until then this renders nothing, so
 * the profile does not offer a button that cannot work.
 */
export function ConnectPaymentProviderSlot(_props: ConnectPaymentProviderSlotProps) {
  return null;
}
