/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Domain_HintInputs */

const en_sso_domain_hint = /** @type {(inputs: Sso_Domain_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The domain of your members’ email addresses, like example.com`)
};

const de_sso_domain_hint = /** @type {(inputs: Sso_Domain_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Domain der E-Mail-Adressen Ihrer Mitglieder, zum Beispiel example.com`)
};

const fr_sso_domain_hint = /** @type {(inputs: Sso_Domain_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le domaine des adresses e-mail de vos membres, par exemple example.com`)
};

const nl_sso_domain_hint = /** @type {(inputs: Sso_Domain_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het domein van de e-mailadressen van uw leden, bijvoorbeeld example.com`)
};

const es_sso_domain_hint = /** @type {(inputs: Sso_Domain_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El dominio de las direcciones de correo de sus miembros, por ejemplo example.com`)
};

const en_xa2_sso_domain_hint = /** @type {(inputs: Sso_Domain_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðöɱáíñ öƒ ýöüŕ ɱéɱƀéŕš’ éɱáíļ áððŕéššéš, ļíķé éẋáɱþļé.çöɱ one two three four]`)
};

/**
* | output |
* | --- |
* | "The domain of your members’ email addresses, like example.com" |
*
* @param {Sso_Domain_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_domain_hint = /** @type {((inputs?: Sso_Domain_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Domain_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_domain_hint(inputs)
	if (locale === "fr") return fr_sso_domain_hint(inputs)
	if (locale === "nl") return nl_sso_domain_hint(inputs)
	if (locale === "es") return es_sso_domain_hint(inputs)
	if (locale === "en-XA") return en_xa2_sso_domain_hint(inputs)
	return en_sso_domain_hint(inputs)
});