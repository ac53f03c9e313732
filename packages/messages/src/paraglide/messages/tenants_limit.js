/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, limit: NonNullable<unknown> }} Tenants_LimitInputs */

const en_tenants_limit = /** @type {(inputs: Tenants_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} plan allows ${i?.limit} active tenants. Archive one to make room.`)
};

const de_tenants_limit = /** @type {(inputs: Tenants_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr Tarif ${i?.plan} erlaubt ${i?.limit} aktive Mandanten. Archivieren Sie einen, um Platz zu schaffen.`)
};

const fr_tenants_limit = /** @type {(inputs: Tenants_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre offre ${i?.plan} permet ${i?.limit} entités actives. Archivez-en une pour faire de la place.`)
};

const nl_tenants_limit = /** @type {(inputs: Tenants_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uw ${i?.plan}-abonnement staat ${i?.limit} actieve tenants toe. Archiveer er een om ruimte te maken.`)
};

const es_tenants_limit = /** @type {(inputs: Tenants_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su plan ${i?.plan} permite ${i?.limit} inquilinos activos. Archive uno para hacer sitio.`)
};

const en_xa2_tenants_limit = /** @type {(inputs: Tenants_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ ${i?.plan} þļáñ áļļöŵš ${i?.limit} áçţíṽé ţéñáñţš. Åŕçĥíṽé öñé ţö ɱáķé ŕööɱ. one two three four five]`)
};

/**
* | output |
* | --- |
* | "Your {plan} plan allows {limit} active tenants. Archive one to make room." |
*
* @param {Tenants_LimitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_limit = /** @type {((inputs: Tenants_LimitInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_LimitInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_limit(inputs)
	if (locale === "fr") return fr_tenants_limit(inputs)
	if (locale === "nl") return nl_tenants_limit(inputs)
	if (locale === "es") return es_tenants_limit(inputs)
	if (locale === "en-XA") return en_xa2_tenants_limit(inputs)
	return en_tenants_limit(inputs)
});