/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Sso_Copy_RecordInputs */

const en_sso_copy_record = /** @type {(inputs: Sso_Copy_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy the TXT record of ${i?.domain}`)
};

const de_sso_copy_record = /** @type {(inputs: Sso_Copy_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`TXT-Eintrag von ${i?.domain} kopieren`)
};

const fr_sso_copy_record = /** @type {(inputs: Sso_Copy_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copier l’enregistrement TXT de ${i?.domain}`)
};

const nl_sso_copy_record = /** @type {(inputs: Sso_Copy_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`TXT-record van ${i?.domain} kopiëren`)
};

const es_sso_copy_record = /** @type {(inputs: Sso_Copy_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copiar el registro TXT de ${i?.domain}`)
};

const en_xa2_sso_copy_record = /** @type {(inputs: Sso_Copy_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çöþý ţĥé ŢẊŢ ŕéçöŕð öƒ ${i?.domain} one two ]`)
};

/**
* | output |
* | --- |
* | "Copy the TXT record of {domain}" |
*
* @param {Sso_Copy_RecordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_copy_record = /** @type {((inputs: Sso_Copy_RecordInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Copy_RecordInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_copy_record(inputs)
	if (locale === "fr") return fr_sso_copy_record(inputs)
	if (locale === "nl") return nl_sso_copy_record(inputs)
	if (locale === "es") return es_sso_copy_record(inputs)
	if (locale === "en-XA") return en_xa2_sso_copy_record(inputs)
	return en_sso_copy_record(inputs)
});