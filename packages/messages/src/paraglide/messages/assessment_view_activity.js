/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_View_ActivityInputs */

const en_assessment_view_activity = /** @type {(inputs: Assessment_View_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

const de_assessment_view_activity = /** @type {(inputs: Assessment_View_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivität`)
};

const fr_assessment_view_activity = /** @type {(inputs: Assessment_View_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activité`)
};

const nl_assessment_view_activity = /** @type {(inputs: Assessment_View_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activiteit`)
};

const es_assessment_view_activity = /** @type {(inputs: Assessment_View_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividad`)
};

const en_xa2_assessment_view_activity = /** @type {(inputs: Assessment_View_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åçţíṽíţý ]`)
};

/**
* | output |
* | --- |
* | "Activity" |
*
* @param {Assessment_View_ActivityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_view_activity = /** @type {((inputs?: Assessment_View_ActivityInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_View_ActivityInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_view_activity(inputs)
	if (locale === "fr") return fr_assessment_view_activity(inputs)
	if (locale === "nl") return nl_assessment_view_activity(inputs)
	if (locale === "es") return es_assessment_view_activity(inputs)
	if (locale === "en-XA") return en_xa2_assessment_view_activity(inputs)
	return en_assessment_view_activity(inputs)
});