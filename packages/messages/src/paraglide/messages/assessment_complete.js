/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_CompleteInputs */

const en_assessment_complete = /** @type {(inputs: Assessment_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete`)
};

const de_assessment_complete = /** @type {(inputs: Assessment_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abschließen`)
};

const fr_assessment_complete = /** @type {(inputs: Assessment_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminer`)
};

const nl_assessment_complete = /** @type {(inputs: Assessment_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afronden`)
};

const es_assessment_complete = /** @type {(inputs: Assessment_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completar`)
};

const en_xa2_assessment_complete = /** @type {(inputs: Assessment_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþļéţé ]`)
};

/**
* | output |
* | --- |
* | "Complete" |
*
* @param {Assessment_CompleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_complete = /** @type {((inputs?: Assessment_CompleteInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_CompleteInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_complete(inputs)
	if (locale === "fr") return fr_assessment_complete(inputs)
	if (locale === "nl") return nl_assessment_complete(inputs)
	if (locale === "es") return es_assessment_complete(inputs)
	if (locale === "en-XA") return en_xa2_assessment_complete(inputs)
	return en_assessment_complete(inputs)
});