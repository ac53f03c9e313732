/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Remove_DomainInputs */

const en_content_admin_remove_domain = /** @type {(inputs: Content_Admin_Remove_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove domain ${i?.name}`)
};

const de_content_admin_remove_domain = /** @type {(inputs: Content_Admin_Remove_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Domäne ${i?.name} entfernen`)
};

const fr_content_admin_remove_domain = /** @type {(inputs: Content_Admin_Remove_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer le domaine ${i?.name}`)
};

const nl_content_admin_remove_domain = /** @type {(inputs: Content_Admin_Remove_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Domein ${i?.name} verwijderen`)
};

const es_content_admin_remove_domain = /** @type {(inputs: Content_Admin_Remove_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar el dominio ${i?.name}`)
};

const en_xa2_content_admin_remove_domain = /** @type {(inputs: Content_Admin_Remove_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ðöɱáíñ ${i?.name} one ]`)
};

/**
* | output |
* | --- |
* | "Remove domain {name}" |
*
* @param {Content_Admin_Remove_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_remove_domain = /** @type {((inputs: Content_Admin_Remove_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Remove_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_remove_domain(inputs)
	if (locale === "fr") return fr_content_admin_remove_domain(inputs)
	if (locale === "nl") return nl_content_admin_remove_domain(inputs)
	if (locale === "es") return es_content_admin_remove_domain(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_remove_domain(inputs)
	return en_content_admin_remove_domain(inputs)
});