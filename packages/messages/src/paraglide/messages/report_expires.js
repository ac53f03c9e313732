/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_ExpiresInputs */

const en_report_expires = /** @type {(inputs: Report_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

const de_report_expires = /** @type {(inputs: Report_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft ab`)
};

const fr_report_expires = /** @type {(inputs: Report_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expire le`)
};

const nl_report_expires = /** @type {(inputs: Report_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vervalt`)
};

const es_report_expires = /** @type {(inputs: Report_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vence`)
};

const en_xa2_report_expires = /** @type {(inputs: Report_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþíŕéš ]`)
};

/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Report_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_expires = /** @type {((inputs?: Report_ExpiresInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_ExpiresInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_expires(inputs)
	if (locale === "fr") return fr_report_expires(inputs)
	if (locale === "nl") return nl_report_expires(inputs)
	if (locale === "es") return es_report_expires(inputs)
	if (locale === "en-XA") return en_xa2_report_expires(inputs)
	return en_report_expires(inputs)
});