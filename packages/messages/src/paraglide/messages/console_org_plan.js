/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_PlanInputs */

const en_console_org_plan = /** @type {(inputs: Console_Org_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const de_console_org_plan = /** @type {(inputs: Console_Org_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif`)
};

const fr_console_org_plan = /** @type {(inputs: Console_Org_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre`)
};

const nl_console_org_plan = /** @type {(inputs: Console_Org_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const es_console_org_plan = /** @type {(inputs: Console_Org_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

const en_xa2_console_org_plan = /** @type {(inputs: Console_Org_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ ]`)
};

/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Console_Org_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_plan = /** @type {((inputs?: Console_Org_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_PlanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_plan(inputs)
	if (locale === "fr") return fr_console_org_plan(inputs)
	if (locale === "nl") return nl_console_org_plan(inputs)
	if (locale === "es") return es_console_org_plan(inputs)
	if (locale === "en-XA") return en_xa2_console_org_plan(inputs)
	return en_console_org_plan(inputs)
});