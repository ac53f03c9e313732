/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_No_TokensInputs */

const en_scim_no_tokens = /** @type {(inputs: Scim_No_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No SCIM token yet: create one to connect your identity provider.`)
};

const de_scim_no_tokens = /** @type {(inputs: Scim_No_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein SCIM-Token: Erstellen Sie eines, um Ihren Identitätsanbieter anzubinden.`)
};

const fr_scim_no_tokens = /** @type {(inputs: Scim_No_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun jeton SCIM pour l’instant : créez-en un pour connecter votre fournisseur d’identité.`)
};

const nl_scim_no_tokens = /** @type {(inputs: Scim_No_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen SCIM-token: maak er een aan om uw identiteitsprovider te koppelen.`)
};

const es_scim_no_tokens = /** @type {(inputs: Scim_No_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay ningún token SCIM: cree uno para conectar su proveedor de identidad.`)
};

const en_xa2_scim_no_tokens = /** @type {(inputs: Scim_No_TokensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ŠÇÎṀ ţöķéñ ýéţ: çŕéáţé öñé ţö çöññéçţ ýöüŕ íðéñţíţý þŕöṽíðéŕ. one two three four ]`)
};

/**
* | output |
* | --- |
* | "No SCIM token yet: create one to connect your identity provider." |
*
* @param {Scim_No_TokensInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_no_tokens = /** @type {((inputs?: Scim_No_TokensInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_No_TokensInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_no_tokens(inputs)
	if (locale === "fr") return fr_scim_no_tokens(inputs)
	if (locale === "nl") return nl_scim_no_tokens(inputs)
	if (locale === "es") return es_scim_no_tokens(inputs)
	if (locale === "en-XA") return en_xa2_scim_no_tokens(inputs)
	return en_scim_no_tokens(inputs)
});