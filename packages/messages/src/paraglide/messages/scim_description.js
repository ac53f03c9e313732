/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_DescriptionInputs */

const en_scim_description = /** @type {(inputs: Scim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let your identity provider (Okta, Microsoft Entra ID) add, update and remove members. Its groups named viewer, editor and admin set their role.`)
};

const de_scim_description = /** @type {(inputs: Scim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lassen Sie Ihren Identitätsanbieter (Okta, Microsoft Entra ID) Mitglieder hinzufügen, ändern und entfernen. Seine Gruppen namens viewer, editor und admin legen ihre Rolle fest.`)
};

const fr_scim_description = /** @type {(inputs: Scim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissez votre fournisseur d’identité (Okta, Microsoft Entra ID) ajouter, modifier et retirer des membres. Ses groupes nommés viewer, editor et admin fixent leur rôle.`)
};

const nl_scim_description = /** @type {(inputs: Scim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laat uw identiteitsprovider (Okta, Microsoft Entra ID) leden toevoegen, wijzigen en verwijderen. Zijn groepen met de namen viewer, editor en admin bepalen hun rol.`)
};

const es_scim_description = /** @type {(inputs: Scim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deje que su proveedor de identidad (Okta, Microsoft Entra ID) añada, actualice y quite miembros. Sus grupos llamados viewer, editor y admin fijan su rol.`)
};

const en_xa2_scim_description = /** @type {(inputs: Scim_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéţ ýöüŕ íðéñţíţý þŕöṽíðéŕ (Öķţá, Ṁíçŕöšöƒţ Éñţŕá ÎÐ) áðð, üþðáţé áñð ŕéɱöṽé ɱéɱƀéŕš. Îţš ĝŕöüþš ñáɱéð ṽíéŵéŕ, éðíţöŕ áñð áðɱíñ šéţ ţĥéíŕ ŕöļé. one two three four five six seven eight nine te]`)
};

/**
* | output |
* | --- |
* | "Let your identity provider (Okta, Microsoft Entra ID) add, update and remove members. Its groups named viewer, editor and admin set their role." |
*
* @param {Scim_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_description = /** @type {((inputs?: Scim_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_description(inputs)
	if (locale === "fr") return fr_scim_description(inputs)
	if (locale === "nl") return nl_scim_description(inputs)
	if (locale === "es") return es_scim_description(inputs)
	if (locale === "en-XA") return en_xa2_scim_description(inputs)
	return en_scim_description(inputs)
});