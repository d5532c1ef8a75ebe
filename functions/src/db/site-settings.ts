// siteSettings/ageAssurance: the site's age assurance mode, the one source that firestore.rules
// (ageAssured()) and the api (age-assurance/mode.ts) read; written by npm run age-mode and the seed.
import { AGE_ASSURANCE_SETTING, COLLECTIONS, type AgeAssuranceSettingDoc } from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

export function ageAssuranceSettingRef() {
  return typed<Partial<AgeAssuranceSettingDoc>>(db().collection(COLLECTIONS.siteSettings)).doc(
    AGE_ASSURANCE_SETTING,
  );
}
