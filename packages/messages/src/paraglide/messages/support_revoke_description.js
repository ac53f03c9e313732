/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Revoke_DescriptionInputs */

const en_support_revoke_description = /** @type {(inputs: Support_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support loses access at once, with its very next read.`)
};

const de_support_revoke_description = /** @type {(inputs: Support_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Support verliert den Zugriff sofort, schon beim nächsten Lesen.`)
};

const fr_support_revoke_description = /** @type {(inputs: Support_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le support perd l’accès immédiatement, dès sa prochaine lecture.`)
};

const nl_support_revoke_description = /** @type {(inputs: Support_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support verliest de toegang meteen, bij de eerstvolgende leesactie.`)
};

const es_support_revoke_description = /** @type {(inputs: Support_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soporte pierde el acceso de inmediato, en su siguiente lectura.`)
};

const en_xa2_support_revoke_description = /** @type {(inputs: Support_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ ļöšéš áççéšš áţ öñçé, ŵíţĥ íţš ṽéŕý ñéẋţ ŕéáð. one two three fo]`)
};

/**
* | output |
* | --- |
* | "Support loses access at once, with its very next read." |
*
* @param {Support_Revoke_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_revoke_description = /** @type {((inputs?: Support_Revoke_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Revoke_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_revoke_description(inputs)
	if (locale === "fr") return fr_support_revoke_description(inputs)
	if (locale === "nl") return nl_support_revoke_description(inputs)
	if (locale === "es") return es_support_revoke_description(inputs)
	if (locale === "en-XA") return en_xa2_support_revoke_description(inputs)
	return en_support_revoke_description(inputs)
});