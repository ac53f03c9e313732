/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_No_Private_PlanInputs */

const en_content_admin_no_private_plan = /** @type {(inputs: Content_Admin_No_Private_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan does not include private baselines. Upgrade to the Team plan to create your own.`)
};

const de_content_admin_no_private_plan = /** @type {(inputs: Content_Admin_No_Private_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Tarif enthält keine privaten Baselines. Wechseln Sie zum Tarif Team, um eigene anzulegen.`)
};

const fr_content_admin_no_private_plan = /** @type {(inputs: Content_Admin_No_Private_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre offre n’inclut pas de référentiels privés. Passez à l’offre Team pour créer les vôtres.`)
};

const nl_content_admin_no_private_plan = /** @type {(inputs: Content_Admin_No_Private_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw abonnement bevat geen privébaselines. Stap over op het Team-abonnement om uw eigen te maken.`)
};

const es_content_admin_no_private_plan = /** @type {(inputs: Content_Admin_No_Private_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan no incluye líneas base privadas. Cambia al plan Team para crear las tuyas.`)
};

const en_xa2_content_admin_no_private_plan = /** @type {(inputs: Content_Admin_No_Private_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ ðöéš ñöţ íñçļüðé þŕíṽáţé ƀášéļíñéš. Ûþĝŕáðé ţö ţĥé Ţéáɱ þļáñ ţö çŕéáţé ýöüŕ öŵñ. one two three four five six ]`)
};

/**
* | output |
* | --- |
* | "Your plan does not include private baselines. Upgrade to the Team plan to create your own." |
*
* @param {Content_Admin_No_Private_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_no_private_plan = /** @type {((inputs?: Content_Admin_No_Private_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_No_Private_PlanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_no_private_plan(inputs)
	if (locale === "fr") return fr_content_admin_no_private_plan(inputs)
	if (locale === "nl") return nl_content_admin_no_private_plan(inputs)
	if (locale === "es") return es_content_admin_no_private_plan(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_no_private_plan(inputs)
	return en_content_admin_no_private_plan(inputs)
});