/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Console_Org_In_ForceInputs */

const en_console_org_in_force = /** @type {(inputs: Console_Org_In_ForceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} plan in force`)
};

const de_console_org_in_force = /** @type {(inputs: Console_Org_In_ForceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarif ${i?.plan} gilt`)
};

const fr_console_org_in_force = /** @type {(inputs: Console_Org_In_ForceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offre ${i?.plan} en vigueur`)
};

const nl_console_org_in_force = /** @type {(inputs: Console_Org_In_ForceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan ${i?.plan} van kracht`)
};

const es_console_org_in_force = /** @type {(inputs: Console_Org_In_ForceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan ${i?.plan} en vigor`)
};

const en_xa2_console_org_in_force = /** @type {(inputs: Console_Org_In_ForceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} þļáñ íñ ƒöŕçé one ]`)
};

/**
* | output |
* | --- |
* | "{plan} plan in force" |
*
* @param {Console_Org_In_ForceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_in_force = /** @type {((inputs: Console_Org_In_ForceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_In_ForceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_in_force(inputs)
	if (locale === "fr") return fr_console_org_in_force(inputs)
	if (locale === "nl") return nl_console_org_in_force(inputs)
	if (locale === "es") return es_console_org_in_force(inputs)
	if (locale === "en-XA") return en_xa2_console_org_in_force(inputs)
	return en_console_org_in_force(inputs)
});