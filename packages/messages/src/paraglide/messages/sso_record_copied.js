/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Record_CopiedInputs */

const en_sso_record_copied = /** @type {(inputs: Sso_Record_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record copied`)
};

const de_sso_record_copied = /** @type {(inputs: Sso_Record_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eintrag kopiert`)
};

const fr_sso_record_copied = /** @type {(inputs: Sso_Record_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement copié`)
};

const nl_sso_record_copied = /** @type {(inputs: Sso_Record_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record gekopieerd`)
};

const es_sso_record_copied = /** @type {(inputs: Sso_Record_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro copiado`)
};

const en_xa2_sso_record_copied = /** @type {(inputs: Sso_Record_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçöŕð çöþíéð on]`)
};

/**
* | output |
* | --- |
* | "Record copied" |
*
* @param {Sso_Record_CopiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_record_copied = /** @type {((inputs?: Sso_Record_CopiedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Record_CopiedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_record_copied(inputs)
	if (locale === "fr") return fr_sso_record_copied(inputs)
	if (locale === "nl") return nl_sso_record_copied(inputs)
	if (locale === "es") return es_sso_record_copied(inputs)
	if (locale === "en-XA") return en_xa2_sso_record_copied(inputs)
	return en_sso_record_copied(inputs)
});