/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ notApplicable: NonNullable<unknown>, exceptions: NonNullable<unknown> }} Results_Left_Out_HintInputs */

const en_results_left_out_hint = /** @type {(inputs: Results_Left_Out_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notApplicable} not applicable, ${i?.exceptions} exceptions`)
};

const de_results_left_out_hint = /** @type {(inputs: Results_Left_Out_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notApplicable} nicht anwendbar, ${i?.exceptions} Ausnahmen`)
};

const fr_results_left_out_hint = /** @type {(inputs: Results_Left_Out_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notApplicable} non applicables, ${i?.exceptions} exceptions`)
};

const nl_results_left_out_hint = /** @type {(inputs: Results_Left_Out_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notApplicable} niet van toepassing, ${i?.exceptions} uitzonderingen`)
};

const es_results_left_out_hint = /** @type {(inputs: Results_Left_Out_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.notApplicable} no aplicables, ${i?.exceptions} excepciones`)
};

const en_xa2_results_left_out_hint = /** @type {(inputs: Results_Left_Out_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.notApplicable} ñöţ áþþļíçáƀļé, ${i?.exceptions} éẋçéþţíöñš one two three fo]`)
};

/**
* | output |
* | --- |
* | "{notApplicable} not applicable, {exceptions} exceptions" |
*
* @param {Results_Left_Out_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_left_out_hint = /** @type {((inputs: Results_Left_Out_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Left_Out_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_left_out_hint(inputs)
	if (locale === "fr") return fr_results_left_out_hint(inputs)
	if (locale === "nl") return nl_results_left_out_hint(inputs)
	if (locale === "es") return es_results_left_out_hint(inputs)
	if (locale === "en-XA") return en_xa2_results_left_out_hint(inputs)
	return en_results_left_out_hint(inputs)
});