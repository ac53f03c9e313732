/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Console_Org_Pays_ForInputs */

const en_console_org_pays_for = /** @type {(inputs: Console_Org_Pays_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; the subscription pays for ${i?.plan}`)
};

const de_console_org_pays_for = /** @type {(inputs: Console_Org_Pays_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; das Abonnement bezahlt ${i?.plan}`)
};

const fr_console_org_pays_for = /** @type {(inputs: Console_Org_Pays_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; l’abonnement paie ${i?.plan}`)
};

const nl_console_org_pays_for = /** @type {(inputs: Console_Org_Pays_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; het abonnement betaalt voor ${i?.plan}`)
};

const es_console_org_pays_for = /** @type {(inputs: Console_Org_Pays_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; la suscripción paga ${i?.plan}`)
};

const en_xa2_console_org_pays_for = /** @type {(inputs: Console_Org_Pays_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[; ţĥé šüƀšçŕíþţíöñ þáýš ƒöŕ ${i?.plan} one two t]`)
};

/**
* | output |
* | --- |
* | "; the subscription pays for {plan}" |
*
* @param {Console_Org_Pays_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_pays_for = /** @type {((inputs: Console_Org_Pays_ForInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Pays_ForInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_pays_for(inputs)
	if (locale === "fr") return fr_console_org_pays_for(inputs)
	if (locale === "nl") return nl_console_org_pays_for(inputs)
	if (locale === "es") return es_console_org_pays_for(inputs)
	if (locale === "en-XA") return en_xa2_console_org_pays_for(inputs)
	return en_console_org_pays_for(inputs)
});