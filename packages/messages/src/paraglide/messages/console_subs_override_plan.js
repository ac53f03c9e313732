/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Subs_Override_PlanInputs */

const en_console_subs_override_plan = /** @type {(inputs: Console_Subs_Override_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Override plan`)
};

const de_console_subs_override_plan = /** @type {(inputs: Console_Subs_Override_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif überschreiben`)
};

const fr_console_subs_override_plan = /** @type {(inputs: Console_Subs_Override_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacer l’offre`)
};

const nl_console_subs_override_plan = /** @type {(inputs: Console_Subs_Override_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan overschrijven`)
};

const es_console_subs_override_plan = /** @type {(inputs: Console_Subs_Override_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sustituir el plan`)
};

const en_xa2_console_subs_override_plan = /** @type {(inputs: Console_Subs_Override_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öṽéŕŕíðé þļáñ on]`)
};

/**
* | output |
* | --- |
* | "Override plan" |
*
* @param {Console_Subs_Override_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_override_plan = /** @type {((inputs?: Console_Subs_Override_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Override_PlanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_override_plan(inputs)
	if (locale === "fr") return fr_console_subs_override_plan(inputs)
	if (locale === "nl") return nl_console_subs_override_plan(inputs)
	if (locale === "es") return es_console_subs_override_plan(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_override_plan(inputs)
	return en_console_subs_override_plan(inputs)
});