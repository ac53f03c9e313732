/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Complete_ConfirmInputs */

const en_assessment_complete_confirm = /** @type {(inputs: Assessment_Complete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete this assessment?`)
};

const de_assessment_complete_confirm = /** @type {(inputs: Assessment_Complete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung abschließen?`)
};

const fr_assessment_complete_confirm = /** @type {(inputs: Assessment_Complete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminer cette évaluation ?`)
};

const nl_assessment_complete_confirm = /** @type {(inputs: Assessment_Complete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze beoordeling afronden?`)
};

const es_assessment_complete_confirm = /** @type {(inputs: Assessment_Complete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Completar esta evaluación?`)
};

const en_xa2_assessment_complete_confirm = /** @type {(inputs: Assessment_Complete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþļéţé ţĥíš áššéššɱéñţ? one tw]`)
};

/**
* | output |
* | --- |
* | "Complete this assessment?" |
*
* @param {Assessment_Complete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_complete_confirm = /** @type {((inputs?: Assessment_Complete_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Complete_ConfirmInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_complete_confirm(inputs)
	if (locale === "fr") return fr_assessment_complete_confirm(inputs)
	if (locale === "nl") return nl_assessment_complete_confirm(inputs)
	if (locale === "es") return es_assessment_complete_confirm(inputs)
	if (locale === "en-XA") return en_xa2_assessment_complete_confirm(inputs)
	return en_assessment_complete_confirm(inputs)
});