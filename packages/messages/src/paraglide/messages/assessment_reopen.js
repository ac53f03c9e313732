/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_ReopenInputs */

const en_assessment_reopen = /** @type {(inputs: Assessment_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reopen`)
};

const de_assessment_reopen = /** @type {(inputs: Assessment_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wieder öffnen`)
};

const fr_assessment_reopen = /** @type {(inputs: Assessment_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rouvrir`)
};

const nl_assessment_reopen = /** @type {(inputs: Assessment_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heropenen`)
};

const es_assessment_reopen = /** @type {(inputs: Assessment_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reabrir`)
};

const en_xa2_assessment_reopen = /** @type {(inputs: Assessment_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéöþéñ ]`)
};

/**
* | output |
* | --- |
* | "Reopen" |
*
* @param {Assessment_ReopenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_reopen = /** @type {((inputs?: Assessment_ReopenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_ReopenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_reopen(inputs)
	if (locale === "fr") return fr_assessment_reopen(inputs)
	if (locale === "nl") return nl_assessment_reopen(inputs)
	if (locale === "es") return es_assessment_reopen(inputs)
	if (locale === "en-XA") return en_xa2_assessment_reopen(inputs)
	return en_assessment_reopen(inputs)
});