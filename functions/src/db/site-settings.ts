// siteSettings/ageAssurance: the age assurance mode firestore.rules reads (ageAssured()), written
// by npm run migrate-age-assurance and the seed; the api compares it with AGE_ASSURANCE.
import { AGE_ASSURANCE_SETTING, COLLECTIONS, type AgeAssuranceSettingDoc } from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

export function ageAssuranceSettingRef() {
  return typed<Partial<AgeAssuranceSettingDoc>>(db().collection(COLLECTIONS.siteSettings)).doc(
    AGE_ASSURANCE_SETTING,
  );
}
