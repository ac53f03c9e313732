/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_DescriptionInputs */

const en_sso_description = /** @type {(inputs: Sso_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members sign in through your identity provider. First claim your email domains and prove each with a DNS record.`)
};

const de_sso_description = /** @type {(inputs: Sso_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder melden sich über Ihren Identitätsanbieter an. Beanspruchen Sie zuerst Ihre E-Mail-Domains und weisen Sie jede mit einem DNS-Eintrag nach.`)
};

const fr_sso_description = /** @type {(inputs: Sso_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres se connectent via votre fournisseur d’identité. Revendiquez d’abord vos domaines de messagerie et prouvez chacun par un enregistrement DNS.`)
};

const nl_sso_description = /** @type {(inputs: Sso_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leden melden zich aan via uw identiteitsprovider. Claim eerst uw e-maildomeinen en bewijs elk ervan met een DNS-record.`)
};

const es_sso_description = /** @type {(inputs: Sso_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los miembros inician sesión a través de su proveedor de identidad. Primero reclame sus dominios de correo y demuestre cada uno con un registro DNS.`)
};

const en_xa2_sso_description = /** @type {(inputs: Sso_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕš šíĝñ íñ ţĥŕöüĝĥ ýöüŕ íðéñţíţý þŕöṽíðéŕ. Ƒíŕšţ çļáíɱ ýöüŕ éɱáíļ ðöɱáíñš áñð þŕöṽé éáçĥ ŵíţĥ á ÐÑŠ ŕéçöŕð. one two three four five six seven ei]`)
};

/**
* | output |
* | --- |
* | "Members sign in through your identity provider. First claim your email domains and prove each with a DNS record." |
*
* @param {Sso_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_description = /** @type {((inputs?: Sso_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_description(inputs)
	if (locale === "fr") return fr_sso_description(inputs)
	if (locale === "nl") return nl_sso_description(inputs)
	if (locale === "es") return es_sso_description(inputs)
	if (locale === "en-XA") return en_xa2_sso_description(inputs)
	return en_sso_description(inputs)
});