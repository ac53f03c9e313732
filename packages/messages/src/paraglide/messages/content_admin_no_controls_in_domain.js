/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_No_Controls_In_DomainInputs */

const en_content_admin_no_controls_in_domain = /** @type {(inputs: Content_Admin_No_Controls_In_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No controls in this domain yet.`)
};

const de_content_admin_no_controls_in_domain = /** @type {(inputs: Content_Admin_No_Controls_In_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Kontrollen in dieser Domäne.`)
};

const fr_content_admin_no_controls_in_domain = /** @type {(inputs: Content_Admin_No_Controls_In_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun contrôle dans ce domaine pour l’instant.`)
};

const nl_content_admin_no_controls_in_domain = /** @type {(inputs: Content_Admin_No_Controls_In_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen controls in dit domein.`)
};

const es_content_admin_no_controls_in_domain = /** @type {(inputs: Content_Admin_No_Controls_In_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay controles en este dominio.`)
};

const en_xa2_content_admin_no_controls_in_domain = /** @type {(inputs: Content_Admin_No_Controls_In_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö çöñţŕöļš íñ ţĥíš ðöɱáíñ ýéţ. one two ]`)
};

/**
* | output |
* | --- |
* | "No controls in this domain yet." |
*
* @param {Content_Admin_No_Controls_In_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_no_controls_in_domain = /** @type {((inputs?: Content_Admin_No_Controls_In_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_No_Controls_In_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_no_controls_in_domain(inputs)
	if (locale === "fr") return fr_content_admin_no_controls_in_domain(inputs)
	if (locale === "nl") return nl_content_admin_no_controls_in_domain(inputs)
	if (locale === "es") return es_content_admin_no_controls_in_domain(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_no_controls_in_domain(inputs)
	return en_content_admin_no_controls_in_domain(inputs)
});