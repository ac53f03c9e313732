/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Status_DraftInputs */

const en_assessment_status_draft = /** @type {(inputs: Assessment_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft`)
};

const de_assessment_status_draft = /** @type {(inputs: Assessment_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwurf`)
};

const fr_assessment_status_draft = /** @type {(inputs: Assessment_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brouillon`)
};

const nl_assessment_status_draft = /** @type {(inputs: Assessment_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concept`)
};

const es_assessment_status_draft = /** @type {(inputs: Assessment_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador`)
};

const en_xa2_assessment_status_draft = /** @type {(inputs: Assessment_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕáƒţ ]`)
};

/**
* | output |
* | --- |
* | "Draft" |
*
* @param {Assessment_Status_DraftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_status_draft = /** @type {((inputs?: Assessment_Status_DraftInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Status_DraftInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_status_draft(inputs)
	if (locale === "fr") return fr_assessment_status_draft(inputs)
	if (locale === "nl") return nl_assessment_status_draft(inputs)
	if (locale === "es") return es_assessment_status_draft(inputs)
	if (locale === "en-XA") return en_xa2_assessment_status_draft(inputs)
	return en_assessment_status_draft(inputs)
});