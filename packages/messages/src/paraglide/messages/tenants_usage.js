/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown>, limit: NonNullable<unknown>, plan: NonNullable<unknown> }} Tenants_UsageInputs */

const en_tenants_usage = /** @type {(inputs: Tenants_UsageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} of ${i?.limit} active tenants on the ${i?.plan} plan.`)
};

const de_tenants_usage = /** @type {(inputs: Tenants_UsageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} von ${i?.limit} aktiven Mandanten im Tarif ${i?.plan}.`)
};

const fr_tenants_usage = /** @type {(inputs: Tenants_UsageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} entités actives sur ${i?.limit} avec l’offre ${i?.plan}.`)
};

const nl_tenants_usage = /** @type {(inputs: Tenants_UsageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} van ${i?.limit} actieve tenants in het ${i?.plan}-abonnement.`)
};

const es_tenants_usage = /** @type {(inputs: Tenants_UsageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} de ${i?.limit} inquilinos activos en el plan ${i?.plan}.`)
};

const en_xa2_tenants_usage = /** @type {(inputs: Tenants_UsageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.used} öƒ ${i?.limit} áçţíṽé ţéñáñţš öñ ţĥé ${i?.plan} þļáñ. one two three f]`)
};

/**
* | output |
* | --- |
* | "{used} of {limit} active tenants on the {plan} plan." |
*
* @param {Tenants_UsageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_usage = /** @type {((inputs: Tenants_UsageInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_UsageInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_usage(inputs)
	if (locale === "fr") return fr_tenants_usage(inputs)
	if (locale === "nl") return nl_tenants_usage(inputs)
	if (locale === "es") return es_tenants_usage(inputs)
	if (locale === "en-XA") return en_xa2_tenants_usage(inputs)
	return en_tenants_usage(inputs)
});