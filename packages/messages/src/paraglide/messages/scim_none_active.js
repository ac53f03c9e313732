/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_None_ActiveInputs */

const en_scim_none_active = /** @type {(inputs: Scim_None_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every token is revoked: your identity provider cannot provision members until you create a new one.`)
};

const de_scim_none_active = /** @type {(inputs: Scim_None_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Tokens sind widerrufen: Ihr Identitätsanbieter kann keine Mitglieder provisionieren, bis Sie ein neues erstellen.`)
};

const fr_scim_none_active = /** @type {(inputs: Scim_None_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les jetons sont révoqués : votre fournisseur d’identité ne peut plus provisionner de membres tant que vous n’en créez pas un nouveau.`)
};

const nl_scim_none_active = /** @type {(inputs: Scim_None_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle tokens zijn ingetrokken: uw identiteitsprovider kan geen leden beheren totdat u een nieuw token aanmaakt.`)
};

const es_scim_none_active = /** @type {(inputs: Scim_None_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los tokens están revocados: su proveedor de identidad no puede aprovisionar miembros hasta que cree uno nuevo.`)
};

const en_xa2_scim_none_active = /** @type {(inputs: Scim_None_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý ţöķéñ íš ŕéṽöķéð: ýöüŕ íðéñţíţý þŕöṽíðéŕ çáññöţ þŕöṽíšíöñ ɱéɱƀéŕš üñţíļ ýöü çŕéáţé á ñéŵ öñé. one two three four five six seve]`)
};

/**
* | output |
* | --- |
* | "Every token is revoked: your identity provider cannot provision members until you create a new one." |
*
* @param {Scim_None_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_none_active = /** @type {((inputs?: Scim_None_ActiveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_None_ActiveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_none_active(inputs)
	if (locale === "fr") return fr_scim_none_active(inputs)
	if (locale === "nl") return nl_scim_none_active(inputs)
	if (locale === "es") return es_scim_none_active(inputs)
	if (locale === "en-XA") return en_xa2_scim_none_active(inputs)
	return en_scim_none_active(inputs)
});