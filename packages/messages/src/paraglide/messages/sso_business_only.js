/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Business_OnlyInputs */

const en_sso_business_only = /** @type {(inputs: Sso_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single sign-on is part of the Business plan.`)
};

const de_sso_business_only = /** @type {(inputs: Sso_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Single Sign-on ist im Business-Tarif enthalten.`)
};

const fr_sso_business_only = /** @type {(inputs: Sso_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’authentification unique fait partie de l’offre Business.`)
};

const nl_sso_business_only = /** @type {(inputs: Sso_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eenmalige aanmelding hoort bij het Business-abonnement.`)
};

const es_sso_business_only = /** @type {(inputs: Sso_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio de sesión único forma parte del plan Business.`)
};

const en_xa2_sso_business_only = /** @type {(inputs: Sso_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíñĝļé šíĝñ-öñ íš þáŕţ öƒ ţĥé Ɓüšíñéšš þļáñ. one two thre]`)
};

/**
* | output |
* | --- |
* | "Single sign-on is part of the Business plan." |
*
* @param {Sso_Business_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_business_only = /** @type {((inputs?: Sso_Business_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Business_OnlyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_business_only(inputs)
	if (locale === "fr") return fr_sso_business_only(inputs)
	if (locale === "nl") return nl_sso_business_only(inputs)
	if (locale === "es") return es_sso_business_only(inputs)
	if (locale === "en-XA") return en_xa2_sso_business_only(inputs)
	return en_sso_business_only(inputs)
});