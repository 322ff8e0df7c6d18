import { companyProfile, type CompanyProfile, type CompanyProfileEvent } from '@app/contract';

/** What the company profile hands to its edit page, so the form shows without another request. */
export interface EditCompanyState {
  companyData: CompanyProfile;
  events: CompanyProfileEvent[];
}

export function editCompanyState(company: CompanyProfile): EditCompanyState {
  return { companyData: company, events: company.events };
}

function stateField(state: unknown, field: string): unknown {
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[field] : undefined;
}

/**
 * The company from the edit page's navigation state when it is the company of the address (or
 * the address names none); otherwise the page loads it by id (a direct link or a reload).
 */
export function companyFromEditState(
  state: unknown,
  id: string | undefined,
): CompanyProfile | undefined {
  const parsed = companyProfile.safeParse(stateField(state, 'companyData'));
  if (!parsed.success) return undefined;
  return id === undefined || String(parsed.data.id) === id ? parsed.data : undefined;
}

/** What Create a Company Event needs: the company, its data and the signed-in user. */
export interface CreateCompanyEventState {
  companyId: number;
  companyData: CompanyProfile;
  userId: number;
}

export function createCompanyEventState(
  company: CompanyProfile,
  userId: number,
): CreateCompanyEventState {
  return { companyId: company.id, companyData: company, userId };
}

/** The state of /create-company-event, or null when the page was not opened from a company. */
export function readCreateCompanyEventState(state: unknown): CreateCompanyEventState | null {
  const companyId = stateField(state, 'companyId');
  const userId = stateField(state, 'userId');
  const company = companyProfile.safeParse(stateField(state, 'companyData'));
  if (typeof companyId !== 'number' || !Number.isInteger(companyId) || companyId < 1) return null;
  if (typeof userId !== 'number' || !company.success || company.data.id !== companyId) return null;
  return { companyId, companyData: company.data, userId };
}
