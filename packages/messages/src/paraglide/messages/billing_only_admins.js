/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Only_AdminsInputs */

const en_billing_only_admins = /** @type {(inputs: Billing_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only owners and admins can change the plan.`)
};

const de_billing_only_admins = /** @type {(inputs: Billing_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Inhaber und Administratoren können den Tarif ändern.`)
};

const fr_billing_only_admins = /** @type {(inputs: Billing_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les propriétaires et administrateurs peuvent changer d’offre.`)
};

const nl_billing_only_admins = /** @type {(inputs: Billing_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen eigenaren en beheerders kunnen het abonnement wijzigen.`)
};

const es_billing_only_admins = /** @type {(inputs: Billing_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los propietarios y administradores pueden cambiar el plan.`)
};

const en_xa2_billing_only_admins = /** @type {(inputs: Billing_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý öŵñéŕš áñð áðɱíñš çáñ çĥáñĝé ţĥé þļáñ. one two thre]`)
};

/**
* | output |
* | --- |
* | "Only owners and admins can change the plan." |
*
* @param {Billing_Only_AdminsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_only_admins = /** @type {((inputs?: Billing_Only_AdminsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Only_AdminsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_only_admins(inputs)
	if (locale === "fr") return fr_billing_only_admins(inputs)
	if (locale === "nl") return nl_billing_only_admins(inputs)
	if (locale === "es") return es_billing_only_admins(inputs)
	if (locale === "en-XA") return en_xa2_billing_only_admins(inputs)
	return en_billing_only_admins(inputs)
});