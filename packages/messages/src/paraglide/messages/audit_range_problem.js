/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Range_ProblemInputs */

const en_audit_range_problem = /** @type {(inputs: Audit_Range_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end date must be on or after the start date`)
};

const de_audit_range_problem = /** @type {(inputs: Audit_Range_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Enddatum muss am oder nach dem Startdatum liegen`)
};

const fr_audit_range_problem = /** @type {(inputs: Audit_Range_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de fin doit être égale ou postérieure à la date de début`)
};

const nl_audit_range_problem = /** @type {(inputs: Audit_Range_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De einddatum moet op of na de begindatum liggen`)
};

const es_audit_range_problem = /** @type {(inputs: Audit_Range_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha final debe ser igual o posterior a la inicial`)
};

const en_xa2_audit_range_problem = /** @type {(inputs: Audit_Range_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éñð ðáţé ɱüšţ ƀé öñ öŕ áƒţéŕ ţĥé šţáŕţ ðáţé one two three]`)
};

/**
* | output |
* | --- |
* | "The end date must be on or after the start date" |
*
* @param {Audit_Range_ProblemInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_range_problem = /** @type {((inputs?: Audit_Range_ProblemInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Range_ProblemInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_range_problem(inputs)
	if (locale === "fr") return fr_audit_range_problem(inputs)
	if (locale === "nl") return nl_audit_range_problem(inputs)
	if (locale === "es") return es_audit_range_problem(inputs)
	if (locale === "en-XA") return en_xa2_audit_range_problem(inputs)
	return en_audit_range_problem(inputs)
});