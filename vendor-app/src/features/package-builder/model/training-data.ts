import type { AdditionalService } from '@partyeasy/shared-domain';

/** vendor_ai_data.training_data: two lists, everything else free text. */
// A type, not an interface: it is written to a jsonb column, whose generated type (Json) needs an index signature.
export type TrainingData = {
  coreServices: string[];
  baseHourlyRate: string;
  additionalServices: AdditionalService[];
  minimumDuration: string;
  maximumDuration: string;
  travelFees: string;
  setupRequirements: string;
  typicalClientTypes: string;
  customPackageApproach: string;
  packageApproach: string;
  pricingFactors: string;
};

export type TextField = Exclude<keyof TrainingData, 'coreServices' | 'additionalServices'>;

export const EMPTY_TRAINING_DATA: TrainingData = {
  coreServices: [],
  baseHourlyRate: '',
  additionalServices: [],
  minimumDuration: '',
  maximumDuration: '',
  travelFees: '',
  setupRequirements: '',
  typicalClientTypes: '',
  customPackageApproach: '',
  packageApproach: '',
  pricingFactors: '',
};

/** A stored training_data object read leniently: unknown keys dropped, missing ones empty. */
export function toTrainingData(stored: unknown): TrainingData {
  const source = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const text = (key: TextField) => (typeof source[key] === 'string' ? (source[key] as string) : '');
  const list = Array.isArray(source.coreServices) ? source.coreServices : [];
  const extras = Array.isArray(source.additionalServices) ? source.additionalServices : [];
  return {
    coreServices: list.filter((s): s is string => typeof s === 'string'),
    additionalServices: extras
      .filter((s): s is AdditionalService => Boolean(s) && typeof s === 'object')
      .map((s) => ({ name: String(s.name ?? ''), price: String(s.price ?? '') })),
    baseHourlyRate: text('baseHourlyRate'),
    minimumDuration: text('minimumDuration'),
    maximumDuration: text('maximumDuration'),
    travelFees: text('travelFees'),
    setupRequirements: text('setupRequirements'),
    typicalClientTypes: text('typicalClientTypes'),
    customPackageApproach: text('customPackageApproach'),
    packageApproach: text('packageApproach'),
    pricingFactors: text('pricingFactors'),
  };
}
