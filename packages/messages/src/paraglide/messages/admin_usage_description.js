/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Admin_Usage_DescriptionInputs */

const en_admin_usage_description = /** @type {(inputs: Admin_Usage_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What the ${i?.plan} plan allows and how much of it you use.`)
};

const de_admin_usage_description = /** @type {(inputs: Admin_Usage_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Was der Tarif ${i?.plan} erlaubt und wie viel davon Sie nutzen.`)
};

const fr_admin_usage_description = /** @type {(inputs: Admin_Usage_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce que permet l’offre ${i?.plan} et ce que vous en utilisez.`)
};

const nl_admin_usage_description = /** @type {(inputs: Admin_Usage_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wat het abonnement ${i?.plan} toestaat en hoeveel u daarvan gebruikt.`)
};

const es_admin_usage_description = /** @type {(inputs: Admin_Usage_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lo que permite el plan ${i?.plan} y cuánto usa.`)
};

const en_xa2_admin_usage_description = /** @type {(inputs: Admin_Usage_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ţĥé ${i?.plan} þļáñ áļļöŵš áñð ĥöŵ ɱüçĥ öƒ íţ ýöü üšé. one two three fo]`)
};

/**
* | output |
* | --- |
* | "What the {plan} plan allows and how much of it you use." |
*
* @param {Admin_Usage_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_usage_description = /** @type {((inputs: Admin_Usage_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Usage_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_usage_description(inputs)
	if (locale === "fr") return fr_admin_usage_description(inputs)
	if (locale === "nl") return nl_admin_usage_description(inputs)
	if (locale === "es") return es_admin_usage_description(inputs)
	if (locale === "en-XA") return en_xa2_admin_usage_description(inputs)
	return en_admin_usage_description(inputs)
});