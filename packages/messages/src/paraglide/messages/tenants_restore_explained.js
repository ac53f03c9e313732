/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Restore_ExplainedInputs */

const en_tenants_restore_explained = /** @type {(inputs: Tenants_Restore_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restoring brings the tenant back to the list; it counts against your plan again.`)
};

const de_tenants_restore_explained = /** @type {(inputs: Tenants_Restore_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiederherstellen bringt den Mandanten zurück in die Liste; er zählt dann wieder für Ihren Tarif.`)
};

const fr_tenants_restore_explained = /** @type {(inputs: Tenants_Restore_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La restauration remet l’entité dans la liste ; elle compte à nouveau dans votre offre.`)
};

const nl_tenants_restore_explained = /** @type {(inputs: Tenants_Restore_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herstellen zet de tenant terug in de lijst; hij telt weer mee voor uw abonnement.`)
};

const es_tenants_restore_explained = /** @type {(inputs: Tenants_Restore_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurar devuelve el inquilino a la lista; vuelve a contar para su plan.`)
};

const en_xa2_tenants_restore_explained = /** @type {(inputs: Tenants_Restore_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšţöŕíñĝ ƀŕíñĝš ţĥé ţéñáñţ ƀáçķ ţö ţĥé ļíšţ; íţ çöüñţš áĝáíñšţ ýöüŕ þļáñ áĝáíñ. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "Restoring brings the tenant back to the list; it counts against your plan again." |
*
* @param {Tenants_Restore_ExplainedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_restore_explained = /** @type {((inputs?: Tenants_Restore_ExplainedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Restore_ExplainedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_restore_explained(inputs)
	if (locale === "fr") return fr_tenants_restore_explained(inputs)
	if (locale === "nl") return nl_tenants_restore_explained(inputs)
	if (locale === "es") return es_tenants_restore_explained(inputs)
	if (locale === "en-XA") return en_xa2_tenants_restore_explained(inputs)
	return en_tenants_restore_explained(inputs)
});