/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Business_OnlyInputs */

const en_scim_business_only = /** @type {(inputs: Scim_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM provisioning is part of the Business plan.`)
};

const de_scim_business_only = /** @type {(inputs: Scim_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Provisionierung ist im Business-Tarif enthalten.`)
};

const fr_scim_business_only = /** @type {(inputs: Scim_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le provisionnement SCIM fait partie de l’offre Business.`)
};

const nl_scim_business_only = /** @type {(inputs: Scim_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-provisioning maakt deel uit van het Business-abonnement.`)
};

const es_scim_business_only = /** @type {(inputs: Scim_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El aprovisionamiento SCIM forma parte del plan Business.`)
};

const en_xa2_scim_business_only = /** @type {(inputs: Scim_Business_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÇÎṀ þŕöṽíšíöñíñĝ íš þáŕţ öƒ ţĥé Ɓüšíñéšš þļáñ. one two three]`)
};

/**
* | output |
* | --- |
* | "SCIM provisioning is part of the Business plan." |
*
* @param {Scim_Business_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_business_only = /** @type {((inputs?: Scim_Business_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Business_OnlyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_business_only(inputs)
	if (locale === "fr") return fr_scim_business_only(inputs)
	if (locale === "nl") return nl_scim_business_only(inputs)
	if (locale === "es") return es_scim_business_only(inputs)
	if (locale === "en-XA") return en_xa2_scim_business_only(inputs)
	return en_scim_business_only(inputs)
});