/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Status_ArchivedInputs */

const en_assessment_status_archived = /** @type {(inputs: Assessment_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archived`)
};

const de_assessment_status_archived = /** @type {(inputs: Assessment_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiviert`)
};

const fr_assessment_status_archived = /** @type {(inputs: Assessment_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivée`)
};

const nl_assessment_status_archived = /** @type {(inputs: Assessment_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gearchiveerd`)
};

const es_assessment_status_archived = /** @type {(inputs: Assessment_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivada`)
};

const en_xa2_assessment_status_archived = /** @type {(inputs: Assessment_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åŕçĥíṽéð ]`)
};

/**
* | output |
* | --- |
* | "Archived" |
*
* @param {Assessment_Status_ArchivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_status_archived = /** @type {((inputs?: Assessment_Status_ArchivedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Status_ArchivedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_status_archived(inputs)
	if (locale === "fr") return fr_assessment_status_archived(inputs)
	if (locale === "nl") return nl_assessment_status_archived(inputs)
	if (locale === "es") return es_assessment_status_archived(inputs)
	if (locale === "en-XA") return en_xa2_assessment_status_archived(inputs)
	return en_assessment_status_archived(inputs)
});