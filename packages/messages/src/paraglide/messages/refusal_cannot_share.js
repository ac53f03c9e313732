/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Cannot_ShareInputs */

const en_refusal_cannot_share = /** @type {(inputs: Refusal_Cannot_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address belongs to a member of an organisation on Assay: members cannot be shared users. Ask them to use another address.`)
};

const de_refusal_cannot_share = /** @type {(inputs: Refusal_Cannot_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adresse gehört einem Mitglied einer Organisation auf Assay: Mitglieder können keine freigegebenen Benutzer sein. Bitten Sie um eine andere Adresse.`)
};

const fr_refusal_cannot_share = /** @type {(inputs: Refusal_Cannot_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse appartient à un membre d’une organisation sur Assay : les membres ne peuvent pas être des utilisateurs partagés. Demandez-lui une autre adresse.`)
};

const nl_refusal_cannot_share = /** @type {(inputs: Refusal_Cannot_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit adres hoort bij een lid van een organisatie op Assay: leden kunnen geen gedeelde gebruikers zijn. Vraag om een ander adres.`)
};

const es_refusal_cannot_share = /** @type {(inputs: Refusal_Cannot_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección pertenece a un miembro de una organización en Assay: los miembros no pueden ser usuarios compartidos. Pida otra dirección.`)
};

const en_xa2_refusal_cannot_share = /** @type {(inputs: Refusal_Cannot_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áððŕéšš ƀéļöñĝš ţö á ɱéɱƀéŕ öƒ áñ öŕĝáñíšáţíöñ öñ Åššáý: ɱéɱƀéŕš çáññöţ ƀé šĥáŕéð üšéŕš. Åšķ ţĥéɱ ţö üšé áñöţĥéŕ áððŕéšš. one two three four five six seven eight n]`)
};

/**
* | output |
* | --- |
* | "This address belongs to a member of an organisation on Assay: members cannot be shared users. Ask them to use another address." |
*
* @param {Refusal_Cannot_ShareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_cannot_share = /** @type {((inputs?: Refusal_Cannot_ShareInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Cannot_ShareInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_cannot_share(inputs)
	if (locale === "fr") return fr_refusal_cannot_share(inputs)
	if (locale === "nl") return nl_refusal_cannot_share(inputs)
	if (locale === "es") return es_refusal_cannot_share(inputs)
	if (locale === "en-XA") return en_xa2_refusal_cannot_share(inputs)
	return en_refusal_cannot_share(inputs)
});