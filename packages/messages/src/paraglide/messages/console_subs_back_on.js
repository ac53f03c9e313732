/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, plan: NonNullable<unknown> }} Console_Subs_Back_OnInputs */

const en_console_subs_back_on = /** @type {(inputs: Console_Subs_Back_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is back on the ${i?.plan} plan`)
};

const de_console_subs_back_on = /** @type {(inputs: Console_Subs_Back_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist wieder im Tarif ${i?.plan}`)
};

const fr_console_subs_back_on = /** @type {(inputs: Console_Subs_Back_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est de nouveau sur l’offre ${i?.plan}`)
};

const nl_console_subs_back_on = /** @type {(inputs: Console_Subs_Back_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} zit weer op plan ${i?.plan}`)
};

const es_console_subs_back_on = /** @type {(inputs: Console_Subs_Back_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} vuelve a estar en el plan ${i?.plan}`)
};

const en_xa2_console_subs_back_on = /** @type {(inputs: Console_Subs_Back_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ƀáçķ öñ ţĥé ${i?.plan} þļáñ one two t]`)
};

/**
* | output |
* | --- |
* | "{name} is back on the {plan} plan" |
*
* @param {Console_Subs_Back_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_back_on = /** @type {((inputs: Console_Subs_Back_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Back_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_back_on(inputs)
	if (locale === "fr") return fr_console_subs_back_on(inputs)
	if (locale === "nl") return nl_console_subs_back_on(inputs)
	if (locale === "es") return es_console_subs_back_on(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_back_on(inputs)
	return en_console_subs_back_on(inputs)
});