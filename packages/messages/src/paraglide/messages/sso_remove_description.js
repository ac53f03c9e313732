/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Remove_DescriptionInputs */

const en_sso_remove_description = /** @type {(inputs: Sso_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members with addresses in this domain are no longer sent to your identity provider, and another organisation may claim it.`)
};

const de_sso_remove_description = /** @type {(inputs: Sso_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder mit Adressen in dieser Domain werden nicht mehr an Ihren Identitätsanbieter weitergeleitet, und eine andere Organisation kann sie beanspruchen.`)
};

const fr_sso_remove_description = /** @type {(inputs: Sso_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres dont l’adresse est dans ce domaine ne sont plus envoyés vers votre fournisseur d’identité, et une autre organisation pourra le revendiquer.`)
};

const nl_sso_remove_description = /** @type {(inputs: Sso_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leden met een adres in dit domein worden niet meer naar uw identiteitsprovider gestuurd, en een andere organisatie kan het claimen.`)
};

const es_sso_remove_description = /** @type {(inputs: Sso_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los miembros con direcciones de este dominio dejan de ser enviados a su proveedor de identidad, y otra organización podrá reclamarlo.`)
};

const en_xa2_sso_remove_description = /** @type {(inputs: Sso_Remove_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕš ŵíţĥ áððŕéššéš íñ ţĥíš ðöɱáíñ áŕé ñö ļöñĝéŕ šéñţ ţö ýöüŕ íðéñţíţý þŕöṽíðéŕ, áñð áñöţĥéŕ öŕĝáñíšáţíöñ ɱáý çļáíɱ íţ. one two three four five six seven eight ]`)
};

/**
* | output |
* | --- |
* | "Members with addresses in this domain are no longer sent to your identity provider, and another organisation may claim it." |
*
* @param {Sso_Remove_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_remove_description = /** @type {((inputs?: Sso_Remove_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Remove_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_remove_description(inputs)
	if (locale === "fr") return fr_sso_remove_description(inputs)
	if (locale === "nl") return nl_sso_remove_description(inputs)
	if (locale === "es") return es_sso_remove_description(inputs)
	if (locale === "en-XA") return en_xa2_sso_remove_description(inputs)
	return en_sso_remove_description(inputs)
});