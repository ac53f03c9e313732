/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_OutcomeInputs */

const en_console_org_outcome = /** @type {(inputs: Console_Org_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcome`)
};

const de_console_org_outcome = /** @type {(inputs: Console_Org_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnis`)
};

const fr_console_org_outcome = /** @type {(inputs: Console_Org_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultat`)
};

const nl_console_org_outcome = /** @type {(inputs: Console_Org_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultaat`)
};

const es_console_org_outcome = /** @type {(inputs: Console_Org_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultado`)
};

const en_xa2_console_org_outcome = /** @type {(inputs: Console_Org_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öüţçöɱé ]`)
};

/**
* | output |
* | --- |
* | "Outcome" |
*
* @param {Console_Org_OutcomeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_outcome = /** @type {((inputs?: Console_Org_OutcomeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_OutcomeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_outcome(inputs)
	if (locale === "fr") return fr_console_org_outcome(inputs)
	if (locale === "nl") return nl_console_org_outcome(inputs)
	if (locale === "es") return es_console_org_outcome(inputs)
	if (locale === "en-XA") return en_xa2_console_org_outcome(inputs)
	return en_console_org_outcome(inputs)
});