/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Reopen_ConfirmInputs */

const en_assessment_reopen_confirm = /** @type {(inputs: Assessment_Reopen_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reopen this assessment?`)
};

const de_assessment_reopen_confirm = /** @type {(inputs: Assessment_Reopen_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bewertung wieder öffnen?`)
};

const fr_assessment_reopen_confirm = /** @type {(inputs: Assessment_Reopen_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rouvrir cette évaluation ?`)
};

const nl_assessment_reopen_confirm = /** @type {(inputs: Assessment_Reopen_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze beoordeling heropenen?`)
};

const es_assessment_reopen_confirm = /** @type {(inputs: Assessment_Reopen_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Reabrir esta evaluación?`)
};

const en_xa2_assessment_reopen_confirm = /** @type {(inputs: Assessment_Reopen_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéöþéñ ţĥíš áššéššɱéñţ? one t]`)
};

/**
* | output |
* | --- |
* | "Reopen this assessment?" |
*
* @param {Assessment_Reopen_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_reopen_confirm = /** @type {((inputs?: Assessment_Reopen_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Reopen_ConfirmInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_reopen_confirm(inputs)
	if (locale === "fr") return fr_assessment_reopen_confirm(inputs)
	if (locale === "nl") return nl_assessment_reopen_confirm(inputs)
	if (locale === "es") return es_assessment_reopen_confirm(inputs)
	if (locale === "en-XA") return en_xa2_assessment_reopen_confirm(inputs)
	return en_assessment_reopen_confirm(inputs)
});