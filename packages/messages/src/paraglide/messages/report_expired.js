/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_ExpiredInputs */

const en_report_expired = /** @type {(inputs: Report_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(expired: counts as not met)`)
};

const de_report_expired = /** @type {(inputs: Report_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(abgelaufen: zählt als nicht erfüllt)`)
};

const fr_report_expired = /** @type {(inputs: Report_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(expirée : compte comme non satisfait)`)
};

const nl_report_expired = /** @type {(inputs: Report_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(verlopen: telt als niet voldaan)`)
};

const es_report_expired = /** @type {(inputs: Report_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(vencida: cuenta como no cumplido)`)
};

const en_xa2_report_expired = /** @type {(inputs: Report_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(éẋþíŕéð: çöüñţš áš ñöţ ɱéţ) one two]`)
};

/**
* | output |
* | --- |
* | "(expired: counts as not met)" |
*
* @param {Report_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_expired = /** @type {((inputs?: Report_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_ExpiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_expired(inputs)
	if (locale === "fr") return fr_report_expired(inputs)
	if (locale === "nl") return nl_report_expired(inputs)
	if (locale === "es") return es_report_expired(inputs)
	if (locale === "en-XA") return en_xa2_report_expired(inputs)
	return en_report_expired(inputs)
});