import type {
  SdgTopic,
  TotalFundraisersResponse,
  TotalRaisedResponse,
  TotalSupportersResponse,
} from '@app/contract';

const colours = ['#E5243B', '#DDA63A', '#4C9F38', '#C5192D', '#FF3A21', '#26BDE2', '#FCC30B'];

/** The 17 goals as GET /sdg-topics returns them; goal 1 has a description longer than 100 characters. */
export function sdgTopics(language: 'en' | 'nl' = 'en'): SdgTopic[] {
  return Array.from({ length: 17 }, (_, index) => {
    const number = index + 1;
    return {
      id: 100 + number,
      uuid: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
      number,
      name: language === 'nl' ? `Doel nummer ${number}` : `Goal name ${number}`,
      description:
        number === 1
          ? 'End poverty in all its forms everywhere, so that every person can meet their basic needs and live with dignity.'
          : `Short description of goal ${number}.`,
      logo: null,
      picture: null,
      colorTheme: colours[index % colours.length] ?? '#E5243B',
    };
  });
}

export const totalRaised: TotalRaisedResponse = {
  total_raised: 12345.5,
  total_raised_formatted: '€12,345.50',
};
export const totalSupporters: TotalSupportersResponse = {
  total_supporters: 321,
  total_supporters_formatted: '321',
};
export const totalFundraisers: TotalFundraisersResponse = {
  total_fundraisers: 42,
  total_fundraisers_formatted: '42',
};
