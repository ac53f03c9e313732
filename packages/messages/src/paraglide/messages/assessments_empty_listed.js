/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_Empty_ListedInputs */

const en_assessments_empty_listed = /** @type {(inputs: Assessments_Empty_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessments of this tenant will be listed here.`)
};

const de_assessments_empty_listed = /** @type {(inputs: Assessments_Empty_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen dieses Mandanten werden hier aufgeführt.`)
};

const fr_assessments_empty_listed = /** @type {(inputs: Assessments_Empty_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les évaluations de cette entité apparaîtront ici.`)
};

const nl_assessments_empty_listed = /** @type {(inputs: Assessments_Empty_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordelingen van deze tenant verschijnen hier.`)
};

const es_assessments_empty_listed = /** @type {(inputs: Assessments_Empty_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las evaluaciones de este inquilino aparecerán aquí.`)
};

const en_xa2_assessments_empty_listed = /** @type {(inputs: Assessments_Empty_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åššéššɱéñţš öƒ ţĥíš ţéñáñţ ŵíļļ ƀé ļíšţéð ĥéŕé. one two three]`)
};

/**
* | output |
* | --- |
* | "Assessments of this tenant will be listed here." |
*
* @param {Assessments_Empty_ListedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_empty_listed = /** @type {((inputs?: Assessments_Empty_ListedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Empty_ListedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_empty_listed(inputs)
	if (locale === "fr") return fr_assessments_empty_listed(inputs)
	if (locale === "nl") return nl_assessments_empty_listed(inputs)
	if (locale === "es") return es_assessments_empty_listed(inputs)
	if (locale === "en-XA") return en_xa2_assessments_empty_listed(inputs)
	return en_assessments_empty_listed(inputs)
});